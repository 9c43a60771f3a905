// Members called through an object of a derived class are found in its bases.
struct Base {
    void host_m() {}
    __device__ void dev_m() {}
};
struct Derived : Base {
    __device__ void own() {}
};
__global__ void k(Derived d, Derived *p) {
    d.host_m();
    p->host_m();
    d.dev_m();
    d.own();
}
