/**
 * The registry of private internals the site relies on (./registry), the
 * guards on the browser bundle (./bundle), and the plugin running the guards
 * that belong to no other plugin (./plugin).
 */
export * from './registry';
export {guardBundle, replacedBy, bundleErrors, type BuiltBundle, type BundleGuard} from './bundle';
export {default} from './plugin';
