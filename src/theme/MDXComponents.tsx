// Swizzled (wrapped): the code tabs plugin (src/remark/codeTabs.ts) writes Tabs and TabItem, which MDX finds here.
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

export default { ...MDXComponents, Tabs, TabItem };
