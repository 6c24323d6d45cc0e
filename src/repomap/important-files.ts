// Which files a repo map names even without tags: READMEs, package manifests, build and CI configs
// at the repository root (Aider's idea: they tell the model what kind of project this is). Data + match.

const ROOT_FILES = new Set(
  [
    "README",
    "README.md",
    "README.rst",
    "README.txt",
    "CONTRIBUTING.md",
    "LICENSE",
    "package.json",
    "tsconfig.json",
    "deno.json",
    "pyproject.toml",
    "setup.py",
    "setup.cfg",
    "requirements.txt",
    "Pipfile",
    "poetry.lock",
    "Cargo.toml",
    "go.mod",
    "pom.xml",
    "build.gradle",
    "build.gradle.kts",
    "settings.gradle",
    "Gemfile",
    "composer.json",
    "mix.exs",
    "Package.swift",
    "pubspec.yaml",
    "CMakeLists.txt",
    "Makefile",
    "meson.build",
    "BUILD",
    "BUILD.bazel",
    "WORKSPACE",
    "Dockerfile",
    "docker-compose.yml",
    "compose.yaml",
    ".gitlab-ci.yml",
    ".travis.yml",
    "Jenkinsfile",
    "azure-pipelines.yml",
    ".circleci/config.yml",
    "tox.ini",
    "noxfile.py",
    "webpack.config.js",
    "vite.config.ts",
    "jest.config.js",
    "jest.config.ts",
    ".env.example",
  ].map((name) => name.toLowerCase()),
);

export function isImportantFile(relPath: string): boolean {
  const lower = relPath.toLowerCase();
  if (ROOT_FILES.has(lower)) return true;
  return /^\.github\/workflows\/[^/]+\.ya?ml$/.test(lower);
}
