import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { Button, Tooltip } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { usePermission } from '@portico/sdk';
import { useAdCreationBlock } from '@portico/ui';
import { creativeRoutes, type CreateLevel } from '@portico/plugin/creative';

/**
 * 新建计划 / 新建广告组 / 新建创意 of a promotion table: opens the create page at the table's level,
 * shown to whom that page opens (its own gate); disabled, naming why, while the qualification
 * blocks ad creation (spec §4).
 */
function CreateButtonView({ level, label }: { readonly level: CreateLevel; readonly label: string }) {
  const navigate = useNavigate();
  const allowed = usePermission(creativeRoutes.create.when);
  const blocked = useAdCreationBlock();
  if (!allowed) return null;
  const button = (
    <Button
      appearance="primary"
      icon={<AddRegular />}
      disabledFocusable={!!blocked}
      onClick={() => !blocked && navigate(creativeRoutes.create.href({ type: 'create', level }))}
    >
      {label}
    </Button>
  );
  return blocked ? (
    <Tooltip content={blocked} relationship="description">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

export const CreateButton = observer(CreateButtonView);
