import { type PageProps } from '@portico/sdk';
import { AdCreationNotice, Facts, PageFrame } from '@portico/ui';
import { manageRoutes } from '@portico/plugin/manage';
import { useSearchParams } from 'react-router-dom';
import { CreativeForm } from './CreativeForm';
import { PAGE_MESSAGES as M } from './messages';

type CreateType = keyof typeof M.types;
type Level = keyof typeof M.levels;

/** The query value if it is one of `table`'s own keys, else `fallback` (never a prototype key). */
function pick<K extends string>(table: Readonly<Record<K, string>>, value: string | null, fallback: K): K {
  return value !== null && Object.hasOwn(table, value) ? (value as K) : fallback;
}

const PROMOTION_CRUMBS = [{ label: M.promotion, to: manageRoutes.plans.path }];

/**
 * `/markets/creative/create?type=create&level=creative`: what is being created, at which level, and the
 * creative form; an account whose qualification blocks ads is told why and cannot submit (spec §4).
 */
export function CreateCreative({ title }: PageProps) {
  const [params] = useSearchParams();
  const type = pick<CreateType>(M.types, params.get('type'), 'create');
  const level = pick<Level>(M.levels, params.get('level'), 'creative');
  return (
    <PageFrame
      title={type === 'create' ? title : M.titleFor(M.types[type])}
      crumbs={PROMOTION_CRUMBS}
      description={M.description}
    >
      <AdCreationNotice />
      <Facts
        items={[
          { label: M.action, value: M.types[type] },
          { label: M.level, value: M.levels[level] },
        ]}
      />
      <CreativeForm />
    </PageFrame>
  );
}
