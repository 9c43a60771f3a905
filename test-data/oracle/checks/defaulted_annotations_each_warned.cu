// An annotation ignored on a function defaulted on its first declaration
// is reported once per keyword, in the order written.
struct A { __host__ __device__ A() = default; };
struct B { __device__ __host__ B() = default; };
struct C { __host__ C() = default; };
struct D { __host__ __device__ ~D() = default; };
