import { z } from 'zod';
import { ApiError } from '../errors/api-error';
import { openApiSchema, ZodValidationPipe } from './zod-validation.pipe';

describe('ZodValidationPipe', () => {
  const pipe = new ZodValidationPipe(z.strictObject({ commandId: z.string().min(1), expectedVersion: z.number().int().optional() }), 'body');

  it('passes a valid value through', () => {
    expect(pipe.transform({ commandId: 'a' })).toEqual({ commandId: 'a' });
  });

  it.each([
    [undefined, 'body'],
    [{}, 'commandId'],
    [{ commandId: 'a', expectedVersion: 1.5 }, 'expectedVersion'],
    [{ commandId: 'a', surprise: true }, 'surprise'],
  ])('refuses %j with ERR_BAD_REQUEST naming %s', (value, field) => {
    try {
      pipe.transform(value);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).toBody()).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: field, status: 400 });
    }
  });

  it('documents the same schema for OpenAPI', () => {
    expect(openApiSchema(z.object({ a: z.string().describe('an a') }))).toMatchObject({ type: 'object', properties: { a: { type: 'string', description: 'an a' } } });
  });
});
