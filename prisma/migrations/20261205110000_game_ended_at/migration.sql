-- games.ended_at: when a game ended, set once by the append that ended it, so that finished games can be listed the
-- latest ended first (a game's creation says nothing of when it ended; one played over days ended long after games
-- created after it). updated_at cannot serve: every append changes it, so an index on it would cost every append its
-- HOT update. ended_at stays NULL while a game runs and is written once, by the append that also sets the status,
-- which leaves the header's HOT updates as they were.

-- AlterTable
ALTER TABLE "games" ADD COLUMN "ended_at" TIMESTAMPTZ(3);

-- Games that ended before this column existed: nothing appends to a finished game, so its last update is its end.
UPDATE "games" SET "ended_at" = "updated_at" WHERE "status" = 'ended';

-- CreateIndex
CREATE INDEX "games_ended_at_idx" ON "games"("ended_at" DESC, "id" DESC);

-- wargames_append as in 20261201140000_append_notify_after_commit, with ended_at set by the append that ends the game.
CREATE OR REPLACE FUNCTION "wargames_append"(
    p_game_id TEXT,
    p_expected_version INTEGER,
    p_actor TEXT,
    p_command_id TEXT,
    p_events JSONB,
    p_outcome JSONB
) RETURNS TABLE (
    out_status TEXT,
    out_seq INTEGER,
    out_position BIGINT,
    out_type TEXT,
    out_payload JSONB,
    out_actor TEXT,
    out_command_id TEXT,
    out_created_at TIMESTAMPTZ
)
LANGUAGE plpgsql AS $$
DECLARE
    v_version INTEGER;
    v_first INTEGER;
    v_last INTEGER;
    v_count INTEGER := jsonb_array_length(p_events);
BEGIN
    -- Appends to one game queue on its header row; each later statement sees every append committed before.
    SELECT g.version INTO v_version FROM games g WHERE g.id = p_game_id FOR UPDATE;
    IF NOT FOUND THEN
        RETURN QUERY SELECT 'not-found'::TEXT, NULL::INTEGER, NULL::BIGINT, NULL::TEXT, NULL::JSONB, NULL::TEXT, NULL::TEXT, NULL::TIMESTAMPTZ;
        RETURN;
    END IF;

    SELECT c.first_seq, c.last_seq INTO v_first, v_last
    FROM commands c WHERE c.game_id = p_game_id AND c.command_id = p_command_id;
    IF FOUND THEN
        RETURN QUERY SELECT 'duplicate'::TEXT, v_version, NULL::BIGINT, NULL::TEXT, NULL::JSONB, NULL::TEXT, NULL::TEXT, NULL::TIMESTAMPTZ;
        RETURN QUERY
            SELECT 'event'::TEXT, e.seq, e.position, e.type, e.payload, e.actor, e.command_id, e.created_at
            FROM events e WHERE e.game_id = p_game_id AND e.seq BETWEEN v_first AND v_last ORDER BY e.seq;
        RETURN;
    END IF;

    IF v_version <> p_expected_version THEN
        RETURN QUERY SELECT 'conflict'::TEXT, v_version, NULL::BIGINT, NULL::TEXT, NULL::JSONB, NULL::TEXT, NULL::TEXT, NULL::TIMESTAMPTZ;
        RETURN;
    END IF;

    v_last := p_expected_version + v_count;
    RETURN QUERY SELECT 'appended'::TEXT, v_last, NULL::BIGINT, NULL::TEXT, NULL::JSONB, NULL::TEXT, NULL::TEXT, NULL::TIMESTAMPTZ;
    -- The caller has the types and payloads it sent: only what the database chose comes back.
    RETURN QUERY
        WITH inserted AS (
            INSERT INTO events (game_id, seq, type, payload, actor, command_id)
            SELECT p_game_id, p_expected_version + x.ordinality::INTEGER, x.value ->> 'type', x.value -> 'payload', p_actor, p_command_id
            FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x
            RETURNING events.seq, events.position, events.created_at
        )
        SELECT 'event'::TEXT, i.seq, i.position, NULL::TEXT, NULL::JSONB, NULL::TEXT, NULL::TEXT, i.created_at FROM inserted i;

    IF p_outcome IS NULL THEN
        UPDATE games SET version = v_last, updated_at = now() WHERE id = p_game_id;
    ELSE
        UPDATE games SET version = v_last, status = 'ended', outcome = p_outcome, updated_at = now(), ended_at = now() WHERE id = p_game_id;
    END IF;
    INSERT INTO commands (game_id, command_id, actor, first_seq, last_seq)
    VALUES (p_game_id, p_command_id, p_actor, p_expected_version + 1, v_last);
END;
$$;
