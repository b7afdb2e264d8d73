import { linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import dockerignore from '@balena/dockerignore';
import { DockerfileParser, type Arg, type Copy, type Cmd, type Env, type From, type Instruction } from 'dockerfile-ast';

/**
 * What the container image is made of, read from the Dockerfile and .dockerignore with the libraries that
 * parse them as Docker does (dockerfile-ast, @balena/dockerignore), and a folder laid out as its COPY
 * lines lay out the image: tests/process/docker-image-layout.test.ts runs the product from that folder.
 */

export interface CopyLine {
  /** The stage it copies from (`--from=`), or null for the build context. */
  from: string | null;
  sources: string[];
  dest: string;
  text: string;
}

export interface Stage {
  name: string | null;
  /** `node:24-bookworm-slim` */
  image: string;
  workdir: string;
  copies: CopyLine[];
  /** Each RUN's shell command. */
  runs: string[];
  /** The names its ARG lines declare (build arguments, seen as variables by the RUN lines after them). */
  args: string[];
  env: Record<string, string>;
  cmd: string[];
}

function stageOf(from: From, instructions: Instruction[]): Stage {
  const stage: Stage = { name: from.getBuildStage(), image: `${from.getImageName()}:${from.getImageTag()}`, workdir: '/', copies: [], runs: [], args: [], env: {}, cmd: [] };
  for (const instruction of instructions) {
    const keyword = instruction.getKeyword();
    if (keyword === 'WORKDIR') stage.workdir = path.posix.resolve(stage.workdir, instruction.getArgumentsContent() ?? '');
    if (keyword === 'RUN') stage.runs.push(instruction.getArgumentsContent() ?? '');
    if (keyword === 'ARG') stage.args.push(...(instruction as Arg).getProperties().map((property) => property.getName()));
    if (keyword === 'ENV') for (const property of (instruction as Env).getProperties()) stage.env[property.getName()] = property.getValue() ?? '';
    if (keyword === 'CMD') stage.cmd = (instruction as Cmd).getJSONStrings().map((value) => value.getJSONValue());
    if (keyword === 'ADD') throw new Error(`ADD is not emulated here: ${instruction.getTextContent()}`);
    if (keyword === 'COPY') {
      const copy = instruction as Copy;
      const args = copy.getArguments().map((argument) => argument.getValue());
      const flags = copy.getFlags().map((flag) => flag.getName()).filter((name) => name !== 'from' && name !== 'chown' && name !== 'chmod');
      if (flags.length > 0) throw new Error(`COPY flags not emulated here: ${flags.join(', ')}`);
      stage.copies.push({ from: copy.getFromFlag()?.getValue() ?? null, sources: args.slice(0, -1), dest: args.at(-1)!, text: copy.getTextContent() });
    }
  }
  return stage;
}

/** The Dockerfile's stages, in order, each with the instructions this emulation understands. */
export function readStages(dockerfile: string): Stage[] {
  const instructions = DockerfileParser.parse(dockerfile).getInstructions();
  const starts = instructions.flatMap((instruction, index) => (instruction.getKeyword() === 'FROM' ? [index] : []));
  return starts.map((start, i) => stageOf(instructions[start] as From, instructions.slice(start + 1, starts[i + 1] ?? instructions.length)));
}

/** .dockerignore as Docker reads it: whether a path of the build context (relative, with /) is left out. */
export function dockerContextFilter(root: string): { ignores(relative: string): boolean; hasExceptions: boolean } {
  const lines = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
  const ig = dockerignore().add(lines);
  return { ignores: (relative) => ig.ignores(relative), hasExceptions: lines.some((line) => line.trim().startsWith('!')) };
}

/** The files `COPY . .` sends from `root`: every file .dockerignore leaves in, by relative path. */
export function contextFiles(root: string): string[] {
  const filter = dockerContextFilter(root);
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      // A left-out folder can be skipped whole only when no `!` pattern could bring a file inside it back.
      if (entry.isDirectory()) {
        if (!(filter.ignores(child) && !filter.hasExceptions)) walk(child);
      } else if (!filter.ignores(child)) files.push(child);
    }
  };
  walk('');
  return files.sort();
}

/**
 * Hard links of every file under `source` at the same paths under `dest` (symbolic links recreated): a
 * copy of a tree in a second, without the disk space. Nothing in the product writes to these files.
 */
export function linkTree(source: string, dest: string): void {
  mkdirSync(dest, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(dest, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else if (entry.isDirectory()) linkTree(from, to);
    else linkSync(from, to);
  }
}

/** One file or tree placed as Docker's COPY places it: a folder's contents into dest, a file to dest (or into it when dest ends with /). */
export function copyLikeDocker(source: string, dest: string): void {
  if (lstatSync(source).isDirectory()) return linkTree(source, dest);
  const target = dest.endsWith('/') ? path.join(dest, path.basename(source)) : dest;
  mkdirSync(path.dirname(target), { recursive: true });
  linkSync(source, target);
}

/**
 * What `npm prune --omit=dev` leaves of `installed` (a full node_modules of this lock): every top-level
 * package the lock does not mark `dev` (only devDependencies need it), linked into `dest`. Nested
 * node_modules come with their package. Packages the lock names but this machine did not install (other
 * platforms' optional binaries) are skipped, as npm skips them.
 */
export function linkProductionModules(lockFile: string, installed: string, dest: string): string[] {
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { packages: Record<string, { dev?: boolean; link?: boolean }> };
  const kept: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    const name = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(key)?.[1];
    if (!name || entry.dev || entry.link) continue;
    let present = true;
    try {
      lstatSync(path.join(installed, name));
    } catch {
      present = false;
    }
    if (!present) continue;
    linkTree(path.join(installed, name), path.join(dest, name));
    kept.push(name);
  }
  return kept.sort();
}
