/** Plain JSON data: what states, commands, events and views are made of. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
