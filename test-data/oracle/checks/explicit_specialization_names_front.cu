// The front end names an explicit specialization without its arguments.
// A default-initialized object of a class with a user-provided constexpr
// default constructor is set by its declaration (#550 after `(void)c;`).
struct CE { constexpr CE() {} };
template <class T> __global__ void gbar() {}
template <> __global__ void gbar<int>() { CE c; (void)c; }
template <class T> __device__ void dbar() {}
template <> __device__ void dbar<int>() { CE c; (void)c; }
template <class T> __host__ __device__ void hbar() {}
template <> __host__ __device__ void hbar<int>() { CE c; (void)c; }
void g() { CE c; (void)c; }
void h() { CE c; }
