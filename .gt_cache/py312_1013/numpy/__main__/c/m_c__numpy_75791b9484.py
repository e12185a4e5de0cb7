

import pathlib
import time

import numpy as np
from numpy import dtype
from gt4py.cartesian.stencil_object import StencilObject
import pathlib
from gt4py.cartesian.utils import make_module_from_file
computation = make_module_from_file("m_computation__numpy_75791b9484", pathlib.Path(__file__).parent / "m_computation__numpy_75791b9484.py")

from gt4py.cartesian.definitions import AccessKind, Boundary, CartesianSpace
from gt4py.cartesian.stencil_object import DomainInfo, FieldInfo, ParameterInfo



class c____numpy_75791b9484(StencilObject):
    """
    

    The callable interface is the same of the stencil definition function,
    with some extra keyword arguments. Check :class:`gt4py.StencilObject`
    for the full specification.
    """

    _gt_backend_ = "numpy"

    _gt_source_ = {}

    _gt_domain_info_ = DomainInfo(parallel_axes=('I', 'J'), sequential_axis='K', min_sequential_axis_size=2, ndim=3)

    _gt_field_info_ = {'dz': FieldInfo(access=AccessKind.READ_WRITE, boundary=Boundary(((0, 0), (0, 0), (0, 1))), axes=('I', 'J', 'K'), data_dims=(), dtype=dtype('float64')), 'delp': FieldInfo(access=AccessKind.READ, boundary=Boundary(((0, 0), (0, 0), (0, 1))), axes=('K',), data_dims=(), dtype=dtype('float64')), 'u': FieldInfo(access=AccessKind.READ, boundary=Boundary(((0, 0), (0, 0), (0, 0))), axes=('I', 'J', 'K'), data_dims=(), dtype=dtype('int64')), 'register': FieldInfo(access=AccessKind.READ, boundary=Boundary(((2, 2), (2, 0), (0, 0))), axes=('I', 'J', 'K'), data_dims=(), dtype=dtype('int8')), 'powf': FieldInfo(access=AccessKind.READ, boundary=Boundary(((2, 0), (2, 2), (1, 0))), axes=('I', 'J', 'K'), data_dims=(), dtype=dtype('int16')), 'v': FieldInfo(access=AccessKind.READ, boundary=Boundary(((2, 1), (1, 2), (0, 0))), axes=('I', 'J'), data_dims=(), dtype=dtype('int32'))}

    _gt_parameter_info_ = {'phi': ParameterInfo(access=AccessKind.READ, dtype=dtype('float32')), 'hi': ParameterInfo(access=AccessKind.READ, dtype=dtype('bool'))}

    _gt_constants_ = {}

    _gt_options_ = {'name': 'c', 'module': '__main__', 'format_source': True, 'backend_opts': {}, 'rebuild': False, 'raise_if_not_cached': False, 'cache_settings': {}, '_impl_opts': {}, 'literal_int_precision': 64, 'literal_float_precision': 64}

    @property
    def backend(self):
        return type(self)._gt_backend_

    @property
    def source(self):
        return type(self)._gt_source_

    @property
    def domain_info(self):
        return type(self)._gt_domain_info_

    @property
    def field_info(self) -> dict:
        return type(self)._gt_field_info_

    @property
    def parameter_info(self) -> dict:
        return type(self)._gt_parameter_info_

    @property
    def constants(self) -> dict:
        return type(self)._gt_constants_

    @property
    def options(self) -> dict:
        return type(self)._gt_options_

    def __call__(
        self, dz, phi, delp, u, register, powf, v, hi, domain=None, origin=None, validate_args=True, exec_info=None
    ):
        if exec_info is not None:
            exec_info["call_start_time"] = time.perf_counter()

        field_args=dict( dz=dz,  v=v,  register=register,  powf=powf,  u=u,  delp=delp)
        parameter_args=dict( phi=phi,  hi=hi)
        # assert that all required values have been provided


        self._call_run(
            field_args=field_args,
            parameter_args=parameter_args,
            domain=domain,
            origin=origin,
            validate_args=validate_args,
            exec_info=exec_info,
        )


        if exec_info is not None:
            exec_info["call_end_time"] = time.perf_counter()

            if exec_info.setdefault("__aggregate_data", False):
                stencil_info = exec_info.setdefault("c____numpy_75791b9484", {})

                # Update performance counters
                stencil_info["call_start_time"] = exec_info["call_start_time"]
                stencil_info["call_end_time"] = exec_info["call_end_time"]
                stencil_info["call_time"] = (
                    stencil_info["call_end_time"]
                    - stencil_info["call_start_time"]
                )
                stencil_info["total_call_time"] = (
                    stencil_info.get("total_call_time", 0.0)
                    + stencil_info["call_time"]
                )
                stencil_info["ncalls"] = (
                    stencil_info.get("ncalls", 0) + 1
                )
                stencil_info["run_time"] = (
                    exec_info["run_end_time"]
                    - exec_info["run_start_time"]
                )
                stencil_info["total_run_time"] = (
                    stencil_info.get("total_run_time", 0.0)
                    + stencil_info["run_time"]
                )
                if "run_cpp_start_time" in exec_info:
                    stencil_info["run_cpp_time"] = (
                        exec_info["run_cpp_end_time"]
                        - exec_info["run_cpp_start_time"]
                    )
                    stencil_info["total_run_cpp_time"] = (
                        stencil_info.get("total_run_cpp_time", 0.0)
                        + stencil_info["run_cpp_time"]
                    )

    def run(self, _domain_, _origin_, exec_info, *,dz, v, register, powf, u, delp,phi, hi):
        if exec_info is not None:
            exec_info["domain"] = _domain_
            exec_info["origin"] = _origin_
            exec_info["run_start_time"] = time.perf_counter()
        computation.run(dz=dz, phi=phi, delp=delp, u=u, register=register, powf=powf, v=v, hi=hi, _domain_=_domain_, _origin_=_origin_)
        if exec_info is not None:
            exec_info["run_end_time"] = time.perf_counter()