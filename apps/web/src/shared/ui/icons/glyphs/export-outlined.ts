import svg from '@ant-design/icons-svg/es/asn/ExportOutlined';
import { createIcon } from '../icon';

export const ExportOutlined = /* @__PURE__ */ createIcon(svg);
