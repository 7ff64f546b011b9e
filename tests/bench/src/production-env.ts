// Imported first by a benchmark entry, before any library loads: libraries read NODE_ENV when they load (graphql-js,
// for one, checks types more slowly outside production), as for the API itself under `npm start`.
process.env['NODE_ENV'] = 'production';
