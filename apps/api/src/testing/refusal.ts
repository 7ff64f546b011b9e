import { ApiError, type ErrorBody } from '../errors/api-error';

/** The body of the ApiError a promise is refused with; fails the test when it is accepted or fails otherwise. */
export async function refusal(promise: Promise<unknown>): Promise<ErrorBody> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.toBody();
    throw error;
  }
  throw new Error('expected a refusal');
}
