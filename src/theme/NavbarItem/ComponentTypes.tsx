// Wrapped to add `custom-dropdownHeader`: the section titles (Help, News, Tools) inside the Ecosystem dropdown.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import NavbarDropdownHeader from '@site/src/components/NavbarDropdownHeader';

export default {...ComponentTypes, 'custom-dropdownHeader': NavbarDropdownHeader};
