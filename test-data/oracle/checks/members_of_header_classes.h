// Classes declared in a header, their members defined in the .cu below.
void host_fn(int);
struct Foo {
    __device__ void f(int);
    __device__ int get() const;
    int v;
};
template <typename T> struct Bar {
    __device__ void g(T);
    T w;
};
