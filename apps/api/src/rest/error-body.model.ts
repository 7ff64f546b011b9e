import { ApiProperty } from '@nestjs/swagger';
import type { ErrorBody } from '../errors/api-error';

/** The REST error body, one schema for every error answer of the OpenAPI document. */
export class ErrorBodyModel implements ErrorBody {
  @ApiProperty({ type: 'string', example: 'ERR_STALE_VERSION', description: 'Stable error code (see the table in the API description).' })
  code!: string;

  @ApiProperty({ type: 'string', example: 'expectedVersion', description: 'The rule paragraph (GS-4.1, AR-6.2) or the request field that was wrong.' })
  rule!: string;

  @ApiProperty({ type: 'string', description: 'Human explanation; never holds a fact hidden from the caller.' })
  message!: string;

  @ApiProperty({ type: 'integer', example: 409, description: 'The HTTP status, repeated.' })
  status!: number;
}
