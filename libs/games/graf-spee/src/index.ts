export { grafSpee, optionsSchema, type GrafSpeeGame, type GrafSpeeOptions } from './game';
export { board, buildBoard, type Board, type BoardHex, type BoardJson, type HexId } from './board';
export { loadBoardData, boardDataSchema, BRITISH_KINDS, BOX_IDS, type BoardData, type BoxId, type BritishKind } from './data/board-data';
export { commandSchema, COMMAND_OWNER, type Command, type CommandType, type CommandOf } from './commands';
export type { GrafSpeeEvent, GrafSpeeEventType, EventOf, KindCounts, RevealedPiece, SpeeResult, TargetResult } from './events';
export type { GrafSpeeState, MapPiece, Phase, BoxContents, PublicSpeeSighting } from './state';
export type { GrafSpeeView, PieceView } from './view';
export { GrafSpeeErrors, type GrafSpeeErrorCode } from './errors';
export { hiddenFacts, findLeaks, type HiddenFacts, type Leak } from './leak-check';
