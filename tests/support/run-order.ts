import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order projects start in: the slowest kind first. Vitest's own order runs projects by name (api, db,
 * e2e, lint, unit), which leaves the long end-to-end files for the end of the run, where one of the two
 * workers still has minutes of them while the other has nothing left. Within a project, vitest's order stands
 * (the longest of the last run first, else the largest file first).
 */
const PROJECT_RANK: Record<string, number> = { e2e: 0, api: 1, 'api-mocks': 1, db: 2, lint: 3, unit: 4 };

const rankOf = (spec: TestSpecification) => PROJECT_RANK[spec.project.name] ?? Object.keys(PROJECT_RANK).length;

export default class SlowestProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: vitest's order within a project is kept.
    return sorted.sort((a, b) => rankOf(a) - rankOf(b));
  }
}
