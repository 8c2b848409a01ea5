// typescript-eslint's type-aware rules need TypeScript's JavaScript API, which the native
// compiler (typescript 7, our `tsc`) does not ship. The lint process alone therefore reads
// `typescript` as the 5.9 copy installed by the local package scripts/typescript-for-lint (kept
// out of the root, so its `tsc` never shadows ours); type checking stays with `tsc -b`.
// Loaded by eslint.config.js before typescript-eslint.
const Module = require('node:module');
const path = require('node:path');

const lintTypescript = path.join(__dirname, 'typescript-for-lint');
const fromLintPackage = { id: lintTypescript, filename: path.join(lintTypescript, 'package.json'), paths: Module._nodeModulePaths(lintTypescript) };
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const isTypescript = request === 'typescript' || request.startsWith('typescript/');
  return resolveFilename.call(this, request, isTypescript ? fromLintPackage : parent, ...rest);
};
