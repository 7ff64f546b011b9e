-- An imported record is a finished game that nobody played on this server (anyone may create one without a token):
-- it is marked, so that lists, game summaries and exports can say so.

-- AlterTable
ALTER TABLE "games" ADD COLUMN "imported" BOOLEAN NOT NULL DEFAULT false;

-- Games imported before this column existed: the service stored each in one append with command id and actor "import".
UPDATE "games" SET "imported" = true
WHERE "id" IN (SELECT "game_id" FROM "commands" WHERE "command_id" = 'import' AND "actor" = 'import');
