import type { Scene } from '@/board/scene';
import type { AnyFrame } from './frame-facts';

/** Scenes built once per frame: stepping back to a frame seen before is a lookup. */
export function rememberedScenes(build: (frame: AnyFrame) => Scene): (frame: AnyFrame) => Scene {
  const scenes = new WeakMap<AnyFrame, Scene>();
  return (frame) => {
    let scene = scenes.get(frame);
    if (!scene) {
      scene = build(frame);
      scenes.set(frame, scene);
    }
    return scene;
  };
}
