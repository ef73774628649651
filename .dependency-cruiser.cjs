/**
 * Folders import one another one way (issue 31, decision 0051): no import cycle between folders
 * of src/. Run by `npm run lint`.
 */
module.exports = {
  forbidden: [
    {
      name: "no-cycle-between-folders",
      severity: "error",
      comment: "A folder's modules import another folder's only if that folder never imports back.",
      scope: "folder",
      from: { path: "^src/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.tsx?$" },
    // Type-only imports are erased: they make no cycle at run time.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mjs", ".js"] },
  },
};
