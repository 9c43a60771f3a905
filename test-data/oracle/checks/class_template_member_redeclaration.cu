// A member declared twice in a class template, with other execution spaces:
// an invalid redeclaration, the class named with its parameters.
template <typename T>
struct One {
    __device__ One(T value) {}
    One(T value) {}
    __device__ void f() {}
    void f() {}
};

template <typename K, int N>
struct Two {
    __device__ void g(K, int) {}
    __host__ void g(K, int) {}
};

struct Plain {
    __device__ Plain(int value) {}
    Plain(int value) {}
};
