'use client';

import type { ArrasCommand, ArrasView, GameTypeId, GrafSpeeCommand, GrafSpeeView } from '@wargames/sdk';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Scene, TargetId } from '@/board/scene';
import type { ArrasBoard } from '@/board-data/arras';
import type { GrafSpeeBoard } from '@/board-data/graf-spee';
import { arrasScene } from '@/scenes/arras-scene';
import { grafSpeeScene } from '@/scenes/graf-spee-scene';
import type { SeatSummary } from '@/seats/empty-seats';
import { arrasPath, arrasPickables, arrasPlacement, arrasPreviewed } from './arras-play';
import { ArrasOffMapPanel } from './ArrasOffMap';
import { describeArrasCommand, describeGrafSpeeCommand } from './describe-command';
import { grafSpeeEnding } from './graf-spee-ending';
import { grafSpeePath, grafSpeePickables, grafSpeePlacement, grafSpeePreviewed } from './graf-spee-play';
import { GrafSpeeFinalScore } from './GrafSpeeFinalScore';
import { PlayAgain, type FinishedGameSettings } from './PlayAgain';
import { ArrasStatus, GrafSpeeStatus } from './PlayStatus';
import { PlayTable, type PlayAdapter } from './PlayTable';
import { usePlayController, type PlayController } from './usePlayController';

interface Common {
  readonly apiUrl: string;
  readonly gameId: string;
  readonly title: string;
  /** The game's seats in the summary the page was built with. */
  readonly seats: readonly SeatSummary[];
  /** Seats the computer holds: the status says the computer is playing, not that a player is awaited. */
  readonly computerSeats: readonly string[];
  /** The options and seats a new game after the end keeps. */
  readonly settings: FinishedGameSettings;
}

export type PlayScreenProps = Common & ({ readonly gameType: 'graf-spee'; readonly board: GrafSpeeBoard } | { readonly gameType: 'arras'; readonly board: ArrasBoard });

/** The play page of one game, as this browser's seat (or a spectator) sees it. */
export function PlayScreen(props: PlayScreenProps) {
  return props.gameType === 'graf-spee' ? <GrafSpeePlay {...props} /> : <ArrasPlay {...props} />;
}

/** The name a scene gives a target, for "Selected: …". */
function targetName(target: TargetId, scene: Scene): string {
  const [kind, ...rest] = target.split(':');
  const id = rest.join(':');
  if (kind === 'counter') return scene.counters.find((counter) => counter.key === id)?.name ?? id;
  if (kind === 'box') return scene.boxes.find((box) => box.id === id)?.label ?? id;
  return scene.cells.find((cell) => cell.id === id)?.label ?? id;
}

function GrafSpeePlay({ apiUrl, gameId, title, seats, computerSeats, settings, board }: Common & { readonly board: GrafSpeeBoard }) {
  const controller = usePlayController(apiUrl, 'graf-spee', gameId);
  const sceneText = useTranslations('GrafSpeeScene');
  const commandText = useTranslations('PlayCommands');
  const adapter = useMemo(
    (): PlayAdapter<GrafSpeeCommand, GrafSpeeView> => ({
      scene: (view) => grafSpeeScene(board, grafSpeePlacement(view), sceneText),
      pickables: grafSpeePickables,
      path: grafSpeePath,
      describe: (command, view) => describeGrafSpeeCommand(command, commandText, view),
      previewed: grafSpeePreviewed,
      status: (view, role, answer) => <GrafSpeeStatus view={view} role={role} pending={answer.pending} over={answer.over} computerSeats={computerSeats} emptySeats={answer.empty} />,
      ending: (log) => {
        const ending = grafSpeeEnding(log);
        return ending ? <GrafSpeeFinalScore ending={ending} /> : null;
      },
      targetName,
    }),
    [board, sceneText, commandText, computerSeats],
  );
  const again = controller.seat ? <PlayAgain apiUrl={apiUrl} gameType="graf-spee" role={controller.seat.role} settings={settings} /> : null;
  return <PlayTable gameId={gameId} title={title} controller={controller as PlayController<GameTypeId>} adapter={adapter} seats={seats} again={again} />;
}

function ArrasPlay({ apiUrl, gameId, title, seats, computerSeats, settings, board }: Common & { readonly board: ArrasBoard }) {
  const controller = usePlayController(apiUrl, 'arras', gameId);
  const sceneText = useTranslations('ArrasScene');
  const commandText = useTranslations('PlayCommands');
  const adapter = useMemo(
    (): PlayAdapter<ArrasCommand, ArrasView> => ({
      scene: (view) => arrasScene(board, arrasPlacement(view), sceneText),
      pickables: arrasPickables,
      path: arrasPath,
      describe: (command) => describeArrasCommand(command, commandText),
      previewed: arrasPreviewed,
      status: (view, role, answer) => <ArrasStatus view={view} role={role} pending={answer.pending} over={answer.over} computerSeats={computerSeats} emptySeats={answer.empty} />,
      aside: (view) => <ArrasOffMapPanel board={board} view={view} headingId="play-off-map-heading" />,
      targetName,
    }),
    [board, sceneText, commandText, computerSeats],
  );
  const again = controller.seat ? <PlayAgain apiUrl={apiUrl} gameType="arras" role={controller.seat.role} settings={settings} /> : null;
  return <PlayTable gameId={gameId} title={title} controller={controller as PlayController<GameTypeId>} adapter={adapter} seats={seats} again={again} />;
}
