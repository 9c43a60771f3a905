// A `__builtin_` name no compiler knows is an undefined identifier like any
// other, at namespace scope too (a static_assert, an initializer): reported
// once, and the names in its arguments are looked up as well.
__device__ int device_var;
static_assert(__builtin_pointee_space(&device_var) == __SPACE_DEVICE, "");
static_assert(__builtin_pointee_space(&device_var) == __SPACE_DEVICE, "");
static_assert(__builtin_pointee_space(1) == __SPACE_OTHER, "");
int known = __builtin_expect(1, 1) + __builtin_offsetof_like(2);
int f() { return __builtin_qq(2) + __builtin_expect(1, 1); }
int g() { return __builtin_qq(3); }
__device__ int h() { return __builtin_zz(3); }
