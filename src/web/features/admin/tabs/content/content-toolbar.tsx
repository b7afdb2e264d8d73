import { FilterSelect } from '../../components/filter-select';
import { SearchBox } from '../../components/search-box';
import { sortChoices, type ActiveFilter } from './list-view';
import type { ResourceSpec } from './content-tabs';

interface ContentToolbarProps {
  spec: Pick<ResourceSpec, 'tab'> & { nameField: 'name' | 'title' };
  search: string;
  onSearch(value: string): void;
  active: ActiveFilter;
  onActive(value: ActiveFilter): void;
  sort: string;
  onSort(value: string): void;
}

/** Search, the Active filter and the order of a content list (the app context is the panel's own selector). */
export function ContentToolbar({ spec, search, onSearch, active, onActive, sort, onSort }: ContentToolbarProps) {
  const name = spec.nameField === 'name' ? 'Name' : 'Title';
  const [displayOrder, ascending, descending, recent] = sortChoices(spec);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox label={`Search ${spec.tab.toLowerCase()}`} value={search} onChange={onSearch} />
      <FilterSelect
        label="Show"
        value={active}
        onChange={(value) => onActive(value as ActiveFilter)}
        options={[
          { value: 'all', label: 'Active and inactive' },
          { value: 'true', label: 'Active only' },
          { value: 'false', label: 'Inactive only' },
        ]}
      />
      <FilterSelect
        label="Sort by"
        value={sort}
        onChange={onSort}
        options={[
          { value: displayOrder!, label: 'Display order' },
          { value: ascending!, label: `${name} (A–Z)` },
          { value: descending!, label: `${name} (Z–A)` },
          { value: recent!, label: 'Recently changed' },
        ]}
      />
    </div>
  );
}
