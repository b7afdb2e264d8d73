import { createContext, useContext, useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A radio list made of the browser's own radios: one `name` groups them, so the arrow keys, the single tab
 * stop, `disabled` and form semantics are the platform's, with no script of ours (and none on the booking
 * page's first load). The group only carries the value down to its items.
 */
interface RadioGroupState {
  name: string;
  value: string;
  onValueChange(value: string): void;
}
const GroupContext = createContext<RadioGroupState | null>(null);

type RadioGroupProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  value: string;
  onValueChange(value: string): void;
  /** The radios' shared name; one is made when absent. */
  name?: string;
};

export function RadioGroup({ value, onValueChange, name, className, ...props }: RadioGroupProps) {
  const ownName = useId();
  return (
    <GroupContext.Provider value={{ name: name ?? ownName, value, onValueChange }}>
      <div role="radiogroup" className={cn('grid gap-2', className)} {...props} />
    </GroupContext.Provider>
  );
}

type RadioGroupItemProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'checked' | 'name' | 'onChange'> & { value: string };

export function RadioGroupItem({ value, className, ...props }: RadioGroupItemProps) {
  const group = useContext(GroupContext);
  if (!group) throw new Error('RadioGroupItem belongs inside a RadioGroup');
  return (
    <input
      type="radio"
      name={group.name}
      value={value}
      checked={group.value === value}
      onChange={() => group.onValueChange(value)}
      className={cn(
        'grid aspect-square size-5 shrink-0 cursor-pointer appearance-none place-items-center rounded-full border-2 border-primary before:size-2.5 before:rounded-full before:bg-primary before:opacity-0 before:content-[""] checked:before:opacity-100 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
