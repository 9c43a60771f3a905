// arguments of a device-side launch with a user-provided copy constructor
// or destructor.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -rdc=true
struct C { int x; __device__ C() {} __device__ C(const C &o) : x(o.x) {} };
struct D { int x; __device__ ~D() {} };
struct E { int x; };
__global__ void k1(C c) { }
__global__ void k2(D d) { }
__global__ void k3(E e) { }
__global__ void launcher(int n) { C c; k1<<<1, 1>>>(c); k2<<<1, 1>>>(D{n}); k3<<<1, 1>>>(E{n}); }
void host(int n) { C c; k1<<<1, 1>>>(c); }
