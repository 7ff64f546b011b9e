-- Seats and calling a game off, made safe against each other. Calling a game off is allowed only while a seat still
-- waits for its player, which the API reads from the seats before it appends; a seat taken (or an invite accepted)
-- between that read and the append's commit would leave a player seated in a game called off before he came.
--
-- Every seat write now locks the game's header row first and happens only while the game runs (the store's SQL:
-- claims and invite acceptances lock it FOR NO KEY UPDATE, as the seat counter's trigger then updates it), and the
-- call-off's append goes through wargames_append_if_seats, which takes the same row lock and appends only if the
-- seats are still those the API read. Whichever commits first, the other sees it: a seat write after the call-off
-- finds the game ended and stores nothing; a call-off after a seat write finds the seats changed and stores nothing.

CREATE FUNCTION "wargames_append_if_seats"(
    p_game_id TEXT,
    p_seats JSONB,
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
BEGIN
    -- The lock wargames_append takes too (a transaction may take it again): every seat write waits for it.
    PERFORM 1 FROM games g WHERE g.id = p_game_id FOR UPDATE;
    -- p_seats: [{ "role", "tokenHash" }], one per role; the same set as the seats stored, or nothing is appended.
    IF FOUND AND (
        (SELECT count(*) FROM seats s WHERE s.game_id = p_game_id) <> jsonb_array_length(p_seats)
        OR EXISTS (
            SELECT 1 FROM seats s
            WHERE s.game_id = p_game_id
              AND NOT p_seats @> jsonb_build_array(jsonb_build_object('role', s.role, 'tokenHash', s.token_hash))
        )
    ) THEN
        RETURN QUERY SELECT 'seats-changed'::TEXT, NULL::INTEGER, NULL::BIGINT, NULL::TEXT, NULL::JSONB, NULL::TEXT, NULL::TEXT, NULL::TIMESTAMPTZ;
        RETURN;
    END IF;
    RETURN QUERY SELECT * FROM wargames_append(p_game_id, p_expected_version, p_actor, p_command_id, p_events, p_outcome);
END;
$$;
