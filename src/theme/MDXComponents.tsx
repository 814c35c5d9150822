import React, {type ComponentProps} from 'react';
import Head from '@docusaurus/Head';
import MDXA from '@theme/MDXComponents/A';
import MDXCode from '@theme/MDXComponents/Code';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXUl from '@theme/MDXComponents/Ul';
import * as MedicalComponents from '@site/src/components/Medical';

type HeadingProps = Omit<ComponentProps<typeof MDXHeading>, 'as'>;

/**
 * The stock elements one by one, not the theme's set: admonitions, `<details>` and Mermaid would
 * cost every page about 3 KB gzip, and no page uses them (plugins/route-table fails the build if one tries).
 */
export default {
  Head,
  a: MDXA,
  code: MDXCode,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props: HeadingProps) => <MDXHeading as="h1" {...props} />,
  h2: (props: HeadingProps) => <MDXHeading as="h2" {...props} />,
  h3: (props: HeadingProps) => <MDXHeading as="h3" {...props} />,
  h4: (props: HeadingProps) => <MDXHeading as="h4" {...props} />,
  h5: (props: HeadingProps) => <MDXHeading as="h5" {...props} />,
  h6: (props: HeadingProps) => <MDXHeading as="h6" {...props} />,
  // Every component of src/components/Medical/index.ts, by its exported name.
  ...MedicalComponents,
};
