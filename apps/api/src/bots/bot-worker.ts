// The entry of the bots' worker threads (Piscina loads its default export): dist/apps/api/bot-worker.js when built,
// bot-worker-sources.js from the TypeScript sources.
import { decideBotCommand } from './bot-decision';

export default decideBotCommand;
