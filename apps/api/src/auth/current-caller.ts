import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { authorizationHeader, requestOf } from './request-credentials';
import { ResolveCallerPipe } from './resolve-caller.pipe';

/** The raw credentials of a request for one game; ResolveCallerPipe turns them into a Caller. */
export interface CallerCredentials {
  readonly gameId: string;
  readonly authorization: string | undefined;
  /** `?access_token=` for clients that cannot set headers (a browser's EventSource); only where allowed. */
  readonly queryToken: string | undefined;
}

const credentials = createParamDecorator((options: { queryToken?: boolean } | undefined, context: ExecutionContext): CallerCredentials => {
  const request = requestOf(context);
  const gameId =
    context.getType<string>() === 'graphql'
      ? GqlExecutionContext.create(context).getArgs<{ gameId?: unknown }>().gameId
      : request.params?.['id'];
  const queryToken = options?.queryToken ? request.query?.['access_token'] : undefined;
  return {
    gameId: typeof gameId === 'string' ? gameId : '',
    authorization: authorizationHeader(request),
    queryToken: typeof queryToken === 'string' ? queryToken : undefined,
  };
});

/**
 * The caller of a request in the game it names (route `:id` or GraphQL argument `gameId`): the seat its bearer
 * token holds, or a spectator without a token.
 */
export const CurrentCaller = (options?: { queryToken?: boolean }): ParameterDecorator => credentials(options, ResolveCallerPipe);
