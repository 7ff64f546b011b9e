-- The event store: one append-only stream per game (design.md, "Event store").

-- CreateEnum
CREATE TYPE "game_status" AS ENUM ('active', 'ended');

-- CreateTable
CREATE TABLE "games" (
    "id" TEXT NOT NULL,
    "game_type" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "status" "game_status" NOT NULL DEFAULT 'active',
    "outcome" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "games_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "games_version_check" CHECK ("version" >= 0)
);

-- CreateTable
CREATE TABLE "seats" (
    "game_id" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "claimed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seats_pkey" PRIMARY KEY ("game_id", "role")
);

-- CreateTable: "position" is an identity column, the global order of all events.
CREATE TABLE "events" (
    "position" BIGINT GENERATED ALWAYS AS IDENTITY,
    "game_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "actor" TEXT,
    "command_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "events_pkey" PRIMARY KEY ("position"),
    CONSTRAINT "events_seq_check" CHECK ("seq" >= 1)
);

-- CreateTable
CREATE TABLE "commands" (
    "game_id" TEXT NOT NULL,
    "command_id" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "first_seq" INTEGER NOT NULL,
    "last_seq" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "commands_pkey" PRIMARY KEY ("game_id", "command_id"),
    CONSTRAINT "commands_seq_range_check" CHECK ("first_seq" >= 1 AND "last_seq" >= "first_seq" - 1)
);

-- CreateIndex
CREATE INDEX "games_created_at_idx" ON "games"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "games_type_status_created_at_idx" ON "games"("game_type", "status", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "seats_token_hash_key" ON "seats"("token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "events_game_id_seq_key" ON "events"("game_id", "seq");

-- AddForeignKey
ALTER TABLE "seats" ADD CONSTRAINT "seats_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "commands" ADD CONSTRAINT "commands_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- Append-only: the database itself refuses to change or remove a stored event or command.
CREATE FUNCTION "reject_append_only_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'table "%" is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TRIGGER "events_append_only"
    BEFORE UPDATE OR DELETE ON "events"
    FOR EACH ROW EXECUTE FUNCTION "reject_append_only_change"();

CREATE TRIGGER "events_no_truncate"
    BEFORE TRUNCATE ON "events"
    FOR EACH STATEMENT EXECUTE FUNCTION "reject_append_only_change"();

CREATE TRIGGER "commands_append_only"
    BEFORE UPDATE OR DELETE ON "commands"
    FOR EACH ROW EXECUTE FUNCTION "reject_append_only_change"();

CREATE TRIGGER "commands_no_truncate"
    BEFORE TRUNCATE ON "commands"
    FOR EACH STATEMENT EXECUTE FUNCTION "reject_append_only_change"();
