// Stands in for Prettier under Jest (see jest.config.cjs): the generator asks json-schema-to-typescript not to format.
module.exports = {
  format() {
    throw new Error('Prettier is not used by the SDK generator (format: false)');
  },
};
