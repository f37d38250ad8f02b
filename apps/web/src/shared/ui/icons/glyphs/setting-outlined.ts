import svg from '@ant-design/icons-svg/es/asn/SettingOutlined';
import { createIcon } from '../icon';

export const SettingOutlined = /* @__PURE__ */ createIcon(svg);
