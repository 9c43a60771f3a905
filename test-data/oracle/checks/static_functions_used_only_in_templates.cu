// cicc counts a use of a static function inside a template only when the
// template is instantiated: a helper called only from templates nobody
// instantiates is "declared but never referenced" (#177), one called from
// a template that an instantiated template instantiates is not.

__device__ static int load(const int *p) { return p[0]; }
__device__ static int sum_up(int *s) { return s[0] + s[1]; }
__device__ static void spread(int *s, int v) { s[0] = v; }
__device__ static int scale(int x) { return 2 * x; }
__device__ static int unused_helper(int x) { return x; }
static int host_helper(int x) { return x + 1; }

template <bool Store>
__device__ static void block_step(int *s) {
    int v = sum_up(s);
    spread(s, v);
}

template <bool Store, bool Odd>
__global__ static void never_launched(int *s) {
    block_step<Store>(s);
}

template <class T>
__device__ T scaled(T x) { return scale(x); }

template <class T>
__device__ T twice_scaled(T x) { return scaled(scaled(x)); }

template <class T>
struct Holder {
    T run(T x) { return host_helper(x); }
};

__global__ void used(const int *in, int *out) {
    out[0] = twice_scaled(load(in));
}
