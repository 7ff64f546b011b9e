import { useEffect, type RefObject } from 'react';

/**
 * On a phone the map is wider than its frame, which scrolls (PlayScreen.module.css). When the page offers things to
 * pick and none of them is in sight, the frame — not the page — scrolls to centre the first one, so a player whose
 * pieces stand off to one side sees what he may choose. On a screen wide enough for the whole map nothing moves.
 * `selector` names what to bring into sight (the replay: the hexes a step changed).
 */
export function useTargetsInView(frame: RefObject<HTMLElement | null>, targetsKey: string, selector = '[role="button"]'): void {
  useEffect(() => {
    const element = frame.current;
    if (!element || targetsKey === '' || (element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight)) return;
    const box = element.getBoundingClientRect();
    const targets = [...element.querySelectorAll<SVGGraphicsElement>(selector)].map((target) => target.getBoundingClientRect());
    const inSight = (rect: DOMRect) => rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom;
    const first = targets[0];
    if (!first || targets.some(inSight)) return;
    element.scrollTo({
      left: element.scrollLeft + first.left + first.width / 2 - (box.left + box.width / 2),
      top: element.scrollTop + first.top + first.height / 2 - (box.top + box.height / 2),
    });
  }, [frame, targetsKey, selector]);
}
