export * from './registry';
export {guardBundle, replacedBy, bundleErrors, type BuiltBundle, type BundleGuard} from './bundle';
export {default} from './plugin';
