// A prefix -, +, ! or ~ on a class object calls its member operator,
// checked like any call; the front end's #20014 only for a member defined
// in the unit (not for T::operator+, only declared).
struct T { void operator+(); int operator-() { return 0; } int operator-(int) { return 1; } bool operator!() { return false; } };
struct U { __host__ __device__ int operator~() { return 0; } };
__host__ __device__ void a() { T t; (void)+t; (void)-t; (void)!t; U u; (void)~u; (void)(t - 1); }
__device__ void b() { T t; (void)-t; }
