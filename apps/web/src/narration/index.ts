export { narrate } from './narrate';
export { tell, type NarrationTranslate, type ToldNarration } from './tell';
export type { Narration, NarrationList, NarrationSentence, NarrationValue, NarrationViewer, NarratedEntry } from './narration';
export { EventLog, type EventLogProps } from './EventLog';
export { useNarrator, type NarratedEvent } from './useNarrator';
export { MoveList, type MoveListProps } from './MoveList';
export type { MoveListStep } from './told-rows';
