import { Injectable, type PipeTransform } from '@nestjs/common';
import { ApiError } from '../errors/api-error';
import type { Caller } from '../games/game-models';
import { GameLobby } from '../games/game-lobby';
import type { CallerCredentials } from './current-caller';
import { bearerToken } from './seat-token';

/** Token → sha256 → seat of that game; no token → spectator; a token without a seat there → 401. */
@Injectable()
export class ResolveCallerPipe implements PipeTransform<CallerCredentials, Promise<Caller>> {
  constructor(private readonly lobby: GameLobby) {}

  async transform(credentials: CallerCredentials): Promise<Caller> {
    const fromHeader = bearerToken(credentials.authorization);
    if (fromHeader !== undefined && credentials.queryToken !== undefined) {
      throw ApiError.of('ERR_BAD_REQUEST', 'access_token', 'send the token either as a Bearer header or as access_token, not both');
    }
    const token = fromHeader ?? (credentials.queryToken !== undefined ? bearerToken(`Bearer ${credentials.queryToken}`) : undefined);
    return this.lobby.callerFor(credentials.gameId, token);
  }
}
