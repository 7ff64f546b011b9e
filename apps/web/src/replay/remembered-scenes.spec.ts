import type { Scene } from '@/board/scene';
import type { AnyFrame } from './frame-facts';
import { rememberedScenes } from './remembered-scenes';

describe('rememberedScenes', () => {
  it('builds the scene of a frame once', () => {
    const build = jest.fn((frame: AnyFrame) => ({ label: `step ${frame.step}` }) as unknown as Scene);
    const sceneOf = rememberedScenes(build);
    const [first, second] = [{ step: 0 }, { step: 1 }] as unknown as AnyFrame[];
    const scene = sceneOf(first as AnyFrame);
    expect(sceneOf(first as AnyFrame)).toBe(scene);
    expect(sceneOf(second as AnyFrame).label).toBe('step 1');
    expect(build).toHaveBeenCalledTimes(2);
  });
});
