// #177 on unreferenced locals: not when the initializer does something (a call that is not a constant, an assignment, an increment).
__device__ unsigned f(unsigned a) { return a; }
constexpr __device__ unsigned cf(unsigned a) { return a; }
__device__ int g;
__device__ void d(unsigned n, unsigned *p) {
    unsigned v1 = f(n);
    unsigned v2 = n + 1;
    unsigned v3 = cf(3);
    unsigned v4 = n++;
    unsigned v5 = *p;
    unsigned v6 = (n = 4);
    unsigned v7 = g;
    unsigned v8 = cf(n);
    unsigned v9 = __popc(n);
    unsigned v10 = sizeof(f(n));
    unsigned v11 = n ? f(n) : 0;
    unsigned v12{f(n)};
    unsigned v13(f(n));
}
