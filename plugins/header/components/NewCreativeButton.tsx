import { observer } from 'mobx-react-lite';
import { Button } from '@fluentui/react-components';
import { Add16Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { usePermission } from '@portico/sdk';
import { creativeRoutes } from '@portico/plugin/creative';
import { MESSAGES } from '../messages';
import { TooltipOnIntent } from './TooltipOnIntent';

/** 新建创意 for owners (not push users); disabled while qualification blocks ad creation. */
function NewCreativeButtonView() {
  const navigate = useNavigate();
  const disabled = usePermission({ flag: 'createAdDisabled' });
  const button = (
    <Button
      appearance="primary"
      size="small"
      icon={<Add16Regular />}
      disabledFocusable={disabled}
      onClick={() => !disabled && navigate(creativeRoutes.create.href({ type: 'create', level: 'creative' }))}
    >
      {MESSAGES.newCreative}
    </Button>
  );
  return disabled ? <TooltipOnIntent content={MESSAGES.newCreativeDisabled}>{button}</TooltipOnIntent> : button;
}
const NewCreativeButton = observer(NewCreativeButtonView);

export default NewCreativeButton;
