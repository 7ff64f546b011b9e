import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** A claimed seat: the secret token that proves it, for one game on one server. */
export interface StoredSeat {
  readonly url: string;
  readonly gameId: string;
  readonly gameType: string;
  readonly role: string;
  readonly token: string;
}

/**
 * Where seat tokens are kept: `$WARGAMES_CONFIG_DIR/seats.json`, else `$XDG_CONFIG_HOME/wargames/seats.json`, else
 * `~/.config/wargames/seats.json`; readable by the user alone (0600).
 */
export function seatFilePath(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env['WARGAMES_CONFIG_DIR'] || join(env['XDG_CONFIG_HOME'] || join(homedir(), '.config'), 'wargames');
  return join(dir, 'seats.json');
}

export class SeatStore {
  constructor(readonly path: string = seatFilePath()) {}

  all(): StoredSeat[] {
    if (!existsSync(this.path)) return [];
    const parsed = JSON.parse(readFileSync(this.path, 'utf8')) as { seats?: StoredSeat[] };
    return Array.isArray(parsed.seats) ? parsed.seats : [];
  }

  find(url: string, gameId: string, role?: string): StoredSeat | undefined {
    return this.all().find((seat) => seat.url === url && seat.gameId === gameId && (role === undefined || seat.role === role));
  }

  save(seat: StoredSeat): void {
    const others = this.all().filter((other) => !(other.url === seat.url && other.gameId === seat.gameId && other.role === seat.role));
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    writeFileSync(this.path, `${JSON.stringify({ seats: [...others, seat] }, null, 2)}\n`, { mode: 0o600 });
    chmodSync(this.path, 0o600);
  }
}
