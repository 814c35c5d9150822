import React, {type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import Island from '@site/src/components/Island';

export default function NavbarWrapper(): ReactNode {
  return (
    <Island>
      <Navbar />
    </Island>
  );
}
