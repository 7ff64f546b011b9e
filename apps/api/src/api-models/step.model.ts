import { ObjectType } from '@nestjs/graphql';
import type { StepInfo } from '@wargames/engine';
import { DocumentedProperty } from './documented-property';

@ObjectType('Step', { description: 'A step or phase name that views and events carry (`step`, `phase`), with the rule that defines it.' })
export class StepModel implements StepInfo {
  @DocumentedProperty('The name as it appears in views and events (kebab-case), e.g. "air-search".', () => String)
  id!: string;

  @DocumentedProperty('The rule paragraph that defines it (GS-5.8, AR-6.1).', () => String)
  rule!: string;

  @DocumentedProperty('What happens in this step.', () => String)
  description!: string;
}
