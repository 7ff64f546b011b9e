// CSS modules in unit tests: every class name maps to itself, so markup stays readable and comparable.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
