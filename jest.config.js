/** @type {import('jest').Config} */
const common = {
  transform: {'^.+\\.tsx?$': ['ts-jest', {tsconfig: '<rootDir>/tests/tsconfig.json'}]},
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.module\\.css$': '<rootDir>/tests/helpers/styleMock.js',
  },
  testEnvironment: 'node',
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/tests/unit/**/*.test.ts?(x)',
        '<rootDir>/tests/content/**/*.test.ts?(x)',
        '<rootDir>/src/**/__tests__/**/*.test.ts?(x)',
        '<rootDir>/plugins/**/__tests__/**/*.test.ts?(x)',
      ],
    },
    {...common, displayName: 'build', testMatch: ['<rootDir>/tests/build/**/*.test.ts?(x)']},
    {...common, displayName: 'e2e', testMatch: ['<rootDir>/tests/e2e/**/*.test.ts?(x)']},
  ],
};
