import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {repoRoot} from '../helpers/processes';

// The AWS, Azure and Google Cloud adapter samples need a cloud account to run, and the
// @socket.io/*-adapter packages are not on the npm registry we install from: these tests only
// typecheck the samples, against the hand-written declarations of examples/cloud-adapters/types
// and the real SDK types (@aws-sdk/client-sns, @aws-sdk/client-sqs, @azure/service-bus, @google-cloud/pubsub 4).

const dir = path.join(repoRoot, 'examples/cloud-adapters');
// .mdx since they show a figure; .md before.
const pages = ['aws-sqs-adapter', 'azure-service-bus-adapter', 'gcp-pubsub-adapter'].map((page) =>
  ['.mdx', '.md'].map((ext) => path.join(repoRoot, 'docs', page + ext)).find((file) => fs.existsSync(file))!,
);
/** The sample files the three pages show (`file=examples/cloud-adapters/...`), relative to the samples' folder. */
const samples = [
  ...new Set(
    pages.flatMap((page) =>
      [...fs.readFileSync(page, 'utf8').matchAll(/file=examples\/cloud-adapters\/([^\s#]+)/g)].map((m) => m[1]),
    ),
  ),
];

function parsedConfig(): ts.ParsedCommandLine {
  const configFile = ts.readConfigFile(path.join(dir, 'tsconfig.json'), ts.sys.readFile);
  assert.equal(configFile.error, undefined);
  return ts.parseJsonConfigFileContent(configFile.config, ts.sys, dir);
}

/** Typechecks the project, plus optional in-memory files; returns "file(line): TS1234 message" lines. */
function typecheck(extraFiles: Record<string, string> = {}): string[] {
  const config = parsedConfig();
  const host = ts.createCompilerHost(config.options);
  const extra = new Map(Object.entries(extraFiles).map(([name, code]) => [path.join(dir, name), code]));
  const {getSourceFile, fileExists, readFile} = host;
  host.fileExists = (file) => extra.has(file) || fileExists.call(host, file);
  host.readFile = (file) => extra.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const code = extra.get(file);
    return code === undefined ? getSourceFile.call(host, file, language, ...rest) : ts.createSourceFile(file, code, language);
  };
  const program = ts.createProgram({rootNames: [...config.fileNames, ...extra.keys()], options: config.options, host});
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file) return `TS${diagnostic.code} ${message}`;
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!);
    return `${path.relative(dir, diagnostic.file.fileName)}(${line + 1}): TS${diagnostic.code} ${message}`;
  });
}

test('the tsconfig of the cloud adapter samples covers every sample shown in the docs', () => {
  assert.ok(samples.length >= 3, `samples found in the pages: ${samples.join(', ')}`);
  const files = parsedConfig().fileNames.map((file) => path.relative(dir, file));
  for (const sample of samples) assert.ok(files.includes(sample), `${sample} is not typechecked`);
});

// Guards against a declaration so loose (an `any` slipping in) that a clean typecheck would prove nothing:
// one program holds the samples and this file, which must fail where the adapters would fail.
const wrongUsage = [
  'import { SNSClient } from "@aws-sdk/client-sns";',
  'import { SQSClient } from "@aws-sdk/client-sqs";',
  'import { PubSub } from "@google-cloud/pubsub";',
  'import { createAdapter as aws } from "@socket.io/aws-sqs-adapter";',
  'import { createAdapter as gcp } from "@socket.io/gcp-pubsub-adapter";',
  // the bare clients lack createTopic(), createQueue()…
  'aws(new SNSClient(), new SQSClient());',
  // the Pub/Sub adapter has no topicName option: the Topic object names the topic
  'gcp(new PubSub().topic("t"), { topicName: "t" });',
].join('\n');

let diagnostics: string[] | undefined;
const allErrors = () => (diagnostics ??= typecheck({'wrong-usage.ts': wrongUsage}));

test("the cloud adapter samples typecheck against the adapters' declarations and the SDK types", () => {
  assert.deepEqual(allErrors().filter((error) => !error.startsWith('wrong-usage.ts(')), []);
});

test('the declarations reject what the adapters reject', () => {
  const errors = allErrors().filter((error) => error.startsWith('wrong-usage.ts('));
  const expect = (pattern: RegExp) =>
    assert.ok(errors.some((error) => pattern.test(error)), `${pattern} not in:\n${errors.join('\n')}`);
  expect(/^wrong-usage\.ts\(6\): TS2345 Argument of type 'SNSClient' is not assignable to parameter of type 'SNS'/);
  expect(/^wrong-usage\.ts\(7\): TS2353 Object literal may only specify known properties, and 'topicName' does not exist/);
  assert.equal(errors.length, 2, errors.join('\n'));
});
