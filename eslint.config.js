// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "coverage/**",
      "docs/**",
      "*.config.js",
      "bin/**",
      "scratch/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/restrict-template-expressions": [
        "error",
        { allowNumber: true, allowBoolean: true },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // Results, not exceptions, for expected failures: the rule below keeps `throw` for real Errors only.
      "@typescript-eslint/only-throw-error": "error",
      eqeqeq: ["error", "always"],
      "prefer-template": "error",
    },
  },
  {
    // The console page is browser code with its own tsconfig (DOM types), outside the root project.
    files: ["src/console/web/**/*.ts"],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: "./src/console/web/tsconfig.json",
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ["test/**/*.ts"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  prettier,
);
