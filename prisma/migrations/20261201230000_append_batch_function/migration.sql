-- wargames_append_batch: several appends in one statement, hence one round trip and one commit (group commit).
-- The API sends the appends of one turn of its event loop together (libs/event-store/src/append-batcher.ts): at 64
-- clients a turn holds about eight of them, each of which was a round trip and a commit of its own.
--
-- Each element of p_appends is { gameId, expectedVersion, actor, commandId, events, outcome? }, the arguments of
-- wargames_append, which does each append exactly as a call of its own would: every append sees those before it in
-- the batch (an append to the same game at a stale version is a conflict, a repeated command id a duplicate). Each
-- answer row carries the index of its element in p_appends.
--
-- The header rows are locked in the order of game id, whatever the order of the batch, so that two batches sharing
-- games cannot deadlock; appends to one game keep their order in the batch. An error in any append (none is expected:
-- refusals are answers, not errors) rolls back the whole batch, and the caller sends its appends again one by one.
CREATE FUNCTION "wargames_append_batch"(p_appends JSONB)
RETURNS TABLE (
    out_index INTEGER,
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
    v_append RECORD;
BEGIN
    FOR v_append IN
        SELECT x.value AS request, (x.ordinality - 1)::INTEGER AS index
        FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS x
        ORDER BY x.value ->> 'gameId', x.ordinality
    LOOP
        RETURN QUERY
            SELECT v_append.index, a.*
            FROM wargames_append(
                v_append.request ->> 'gameId',
                (v_append.request ->> 'expectedVersion')::INTEGER,
                v_append.request ->> 'actor',
                v_append.request ->> 'commandId',
                v_append.request -> 'events',
                v_append.request -> 'outcome'
            ) AS a;
    END LOOP;
END;
$$;
